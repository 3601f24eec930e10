import styled from 'styled-components';
import { SupportLink } from '#/components/support/SupportLink.tsx';
import { withdrawCopy } from './copy.ts';

const Extras = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

/* A quiet link, not a second button: no player needs it to withdraw. */
const FaceLink = styled.button`
  min-height: ${({ theme }) => theme.touch};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: underline;
  cursor: pointer;
`;

/** The api keeps no state for the face flow: offered quietly, never as a step, not to a verified player. */
export function WithdrawHelpLinks({
  onFaceVerification,
}: {
  onFaceVerification: (() => void) | null;
}) {
  return (
    <Extras>
      <SupportLink message={withdrawCopy.supportMessage} />
      {onFaceVerification && (
        <FaceLink type="button" onClick={onFaceVerification}>
          {withdrawCopy.faceVerificationOptional}
        </FaceLink>
      )}
    </Extras>
  );
}
