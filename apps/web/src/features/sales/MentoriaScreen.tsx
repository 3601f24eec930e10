import { PlannedScreen } from '../../ui/PlannedScreen';

export default function MentoriaScreen() {
  return <PlannedScreen title="Mentoria" />;
}
