import { Card, Muted } from './Card';

/** Says plainly that a screen is still being built, instead of a blank page. */
export function PlannedScreen({ title }: { title: string }) {
  return (
    <Card>
      <h2>{title}</h2>
      <Muted>Esta tela está em construção.</Muted>
    </Card>
  );
}
