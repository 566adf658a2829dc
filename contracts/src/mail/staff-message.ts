/**
 * A message from the staff to one member, as the member reads it (zod-free: the Send Message dialog
 * shows it before it is sent, the api sends exactly this). The e-mail greets the member and signs
 * off for the staff, unless the staff wrote their own greeting or sign-off: one of each, never two.
 */
import { site } from "../site";

export interface StaffMessageParts {
  /** "Dear Ann," or null when the message opens with its own greeting. */
  greeting: string | null;
  body: string;
  /** "Warm regards,\nRosa, Ridge Road Vineyard" or null when the message signs off itself. */
  signOff: string | null;
  /** The small print under the message. */
  footer: string;
}

const greeting = /^(dear|hi|hello|hey|howdy|greetings|good (morning|afternoon|evening))\b/i;
const signOffWords =
  "best|best wishes|all the best|kind regards|warm regards|warmest regards|regards|sincerely|yours|yours truly|thanks|thank you|many thanks|cheers|warmly|with thanks|with love|talk soon|see you soon";
// The closing words alone, with at most one word more ("Thanks again,") and a comma or "!".
const signOff = new RegExp(`^(${signOffWords})( [a-z]+)?\\s*[,!.]?$`, "i");

function lines(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** True when the message opens with a greeting of its own ("Hi Ann,", "Good morning!"). */
export function hasGreeting(body: string): boolean {
  const first = lines(body)[0];
  return first !== undefined && greeting.test(first);
}

/** True when one of its last three lines is a sign-off ("Best,\nRosa"), not just a closing thought. */
export function hasSignOff(body: string): boolean {
  return lines(body)
    .slice(-3)
    .some((line) => signOff.test(line));
}

/** How the staff member signs: "Rosa, Ridge Road Vineyard", or the team's name. */
export function staffSignature(staffFirstName: string | null | undefined): string {
  const name = staffFirstName?.trim();
  return name ? `${name}, ${site.name}` : `The team at ${site.name}`;
}

export function staffMessageParts(
  body: string,
  who: { memberName: string; staffFirstName: string | null | undefined },
): StaffMessageParts {
  const text = body.trim();
  return {
    greeting: hasGreeting(text) ? null : `Dear ${who.memberName},`,
    body: text,
    signOff: hasSignOff(text) ? null : `Warm regards,\n${staffSignature(who.staffFirstName)}`,
    footer: `You can reply to this e-mail, write to ${site.email} or call ${site.phone}.`,
  };
}
