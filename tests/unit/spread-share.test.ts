import { describe, expect, it } from 'vitest';
import { shareLinks, spreadShareData } from '../../src-mobile/features/activity/spread-share';

const say = (key: string, vars?: Record<string, string>) => `${key}${vars ? JSON.stringify(vars) : ''}`;

describe('the /spread share card (decision 0056)', () => {
  it('links carry the salesman code as invitation code', () => {
    expect(shareLinks('https://p.example', 'M 1&2')).toEqual({
      personal: 'https://p.example/wx/activityPersonalRegister?invitationCode=M%201%262',
      company: 'https://p.example/wx/register?invitationCode=M%201%262',
    });
  });

  it('forwards the personal sign-up link with the code, the name in the title and the icon as image', () => {
    expect(spreadShareData({ name: '赵敏', spreadCode: 'M10000009', activity: null }, 'https://p.example', say)).toEqual({
      title: 'shareCard.title{"name":"赵敏"}',
      desc: 'shareCard.desc{"code":"M10000009"}',
      link: 'https://p.example/wx/activityPersonalRegister?invitationCode=M10000009',
      imgUrl: 'https://p.example/favicon.svg',
    });
  });

  it('names the running campaign in the description', () => {
    const card = spreadShareData({ name: 'Zhao', spreadCode: 'M1', activity: { title: 'Spring sign-up' } }, 'https://p.example', say);
    expect(card.desc).toBe('shareCard.descActivity{"activity":"Spring sign-up","code":"M1"}');
  });
});
