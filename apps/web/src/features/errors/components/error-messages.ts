/** The error page's humorous messages (content spec §9: 19 of them). */
export const ERROR_MESSAGES = [
  'This trail leads nowhere — even the map is scratching its head.',
  'Looks like this page took a siesta and never came back.',
  'We searched every mercado and could not find this page.',
  'This road is closed for a surprise fiesta. Let’s take another route.',
  'Our guide swears this page was here a minute ago.',
  'You’ve wandered off the sendero. Happens to the best explorers!',
  'This page went to the beach in Tulum and forgot to leave a note.',
  'Even the cactus is lost on this one.',
  'The colectivo dropped you at the wrong stop. No worries!',
  'This page is hiding better than a cenote in the jungle.',
  'We asked three locals for directions and got four different answers.',
  'This page is still waiting in line for tacos al pastor.',
  'The GPS says “recalculating”… for a while now.',
  'This spot isn’t on any map — not even the hand-drawn ones.',
  'Our alebrije ate this page. We’re very sorry.',
  'Looks like this page missed its bus to Oaxaca.',
  'This path is so off the beaten track it doesn’t exist.',
  'The mariachis played, but this page never showed up.',
  'Lost? That’s how the best travel stories begin.',
] as const;

export function pickErrorMessage(random: () => number = Math.random): string {
  const index = Math.min(ERROR_MESSAGES.length - 1, Math.floor(random() * ERROR_MESSAGES.length));
  return ERROR_MESSAGES[index] ?? ERROR_MESSAGES[0];
}
