import styled from 'styled-components';
import { ProductSalesPage } from '../../../features/sales/ProductSalesPage';
import { authScreensCopy } from './copy';

const Includes = styled.ul`
  margin: 0 0 16px;
  padding-inline-start: 20px;
  li + li {
    margin-top: 4px;
  }
`;

/** /auth/bot-teleco-vip — the signals robot: what it sends, and its price only as configured. */
export default function RoboVipScreen() {
  return (
    <ProductSalesPage page="roboVip">
      <p>{authScreensCopy.roboVipPitch}</p>
      <h2>{authScreensCopy.whatYouGet}</h2>
      <Includes>
        <li>{authScreensCopy.roboVipSignals}</li>
        <li>{authScreensCopy.roboVipOdds}</li>
        <li>{authScreensCopy.roboVipNoPromise}</li>
      </Includes>
    </ProductSalesPage>
  );
}
