import { supportLink } from '../app/config';

/** "Suporte": a chat-app conversation with a message that says where the person is. */
export function SupportLink({ message }: { message: string }) {
  return (
    <a href={supportLink(message)} target="_blank" rel="noreferrer">
      Suporte
    </a>
  );
}
