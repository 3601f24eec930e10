import { describe, expect, it } from 'vitest';
import { messageAreas } from '../messages/all-areas.js';
import { staffEnrolmentEmailText, staffMessages } from './staff-messages.js';

describe('the staff messages', () => {
  it('defines each text once, none of them a key or a text of the player’s messages', () => {
    const texts = Object.values(staffMessages);
    expect(new Set(texts).size).toBe(texts.length);
    const playerTexts = new Set(messageAreas.flatMap(Object.values));
    const playerKeys = new Set(messageAreas.flatMap(Object.keys));
    expect(Object.keys(staffMessages).filter((key) => playerKeys.has(key))).toEqual([]);
    expect(texts.filter((text) => playerTexts.has(text))).toEqual([]);
  });

  it('sends the enrolment link with how long it lasts and what to do if unexpected', () => {
    const text = staffEnrolmentEmailText('https://ops.example/cadastro#t', 2 * 60 * 60 * 1000);
    expect(text).toContain('Ele vale por 2 horas e só pode ser usado uma vez.');
    expect(text).toContain('\n\nhttps://ops.example/cadastro#t\n\n');
    expect(text.endsWith(staffMessages.staffEnrolmentEmailIgnore)).toBe(true);
  });
});
