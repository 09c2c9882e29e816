/** The profile of the phone linked to a token. */
export interface EngineProfile {
  number: string;
  name: string;
  about: string;
  pictureUrl: string | null;
}

/** Reading and changing the linked phone's own profile. */
export interface ProfileOperations {
  /** The linked phone's profile (read by engines that perform profile.update). */
  getProfile(insid: string): Promise<EngineProfile>;
  /** Changes the linked phone's name, about text, or both. */
  updateProfile(insid: string, change: { name?: string; about?: string }): Promise<void>;
  /** Sets the profile picture (a 640x640 JPEG), or removes it (null). */
  setProfilePicture(insid: string, jpeg: Buffer | null): Promise<void>;
}
