/** Search text taken literally inside a LIKE pattern (`_` is common in member IDs and order numbers). */
export const likeEscape = (text: string) => text.replace(/[%_\\]/g, '\\$&');
