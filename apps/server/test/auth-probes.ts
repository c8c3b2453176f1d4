import type { LightMyRequestResponse } from 'fastify';

/** One audience's sign-in (staff or supplier), as the auth security suite probes it. */
export type Probe = {
  cookieName: string;
  idleMs: number;
  absoluteMs: number;
  signIn(who: string, password?: string, cookie?: string): Promise<LightMyRequestResponse>;
  /** The signed-in email a cookie stands for, or the status that refused it. */
  whoIs(cookie: string): Promise<string | number>;
  signOff(cookie: string): Promise<LightMyRequestResponse>;
  /** The status of a wrong password before the lock. */
  wrongStatus: number;
};

const sessionValue = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;

/**
 * Session fixation: a token in the browser before sign-in, planted by an attacker (made up, or
 * the attacker's own session), must never become the victim's session.
 */
export async function fixationProbes(probe: Probe, victim: string, attacker: string, attackerCookie: string) {
  const planted = `${probe.cookieName}=planted-${'x'.repeat(36)}`;
  const overPlanted = await probe.signIn(victim, undefined, planted);
  const fresh = sessionValue(overPlanted, probe.cookieName);
  const overAttacker = await probe.signIn(victim, undefined, attackerCookie);
  const freshAgain = sessionValue(overAttacker, probe.cookieName);
  return [
    {
      name: 'a made-up token planted before sign-in is replaced',
      wasRefused: overPlanted.statusCode === 200 && !!fresh && `${probe.cookieName}=${fresh}` !== planted,
    },
    {
      name: 'the made-up token does not authenticate afterwards',
      wasRefused: (await probe.whoIs(planted)) === 401,
    },
    {
      name: "an attacker's session planted before sign-in is replaced",
      wasRefused:
        overAttacker.statusCode === 200 &&
        !!freshAgain &&
        `${probe.cookieName}=${freshAgain}` !== attackerCookie,
    },
    {
      name: "the attacker's session stays the attacker's",
      wasRefused: (await probe.whoIs(attackerCookie)) === attacker,
    },
  ];
}
