/** A token's webhook settings (never holding the secret). */
export const settingsKey = (insid: string) => ['webhook-settings', insid] as const;

/** A token's recent webhook deliveries. */
export const deliveriesKey = (insid: string) => ['webhook-deliveries', insid] as const;
