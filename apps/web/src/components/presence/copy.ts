// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const presenceCopy = {
  onePersonOnline: '1 pessoa online',
  peopleOnline: (online: string) => `${online} pessoas online`,
};
