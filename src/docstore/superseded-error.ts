/** An update of a version that is no longer the current one (409): `newDocId` is the current one. */
export class SupersededError extends Error {
  constructor(readonly newDocId: number) {
    super(`The current version is ${newDocId}`);
  }
}
