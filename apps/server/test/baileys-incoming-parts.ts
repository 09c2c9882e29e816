export const b64 = (text: string) => Buffer.from(text, 'base64');

/** What a phone adds next to the content of most messages. */
export const messageContextInfo = {
  deviceListMetadata: {
    senderKeyHash: b64('o3fDm1a0dn7Bbw=='),
    senderTimestamp: 1717400000,
    recipientKeyHash: b64('Xn2l1q7m0eEwZg=='),
    recipientTimestamp: 1717300000,
  },
  deviceListMetadataVersion: 2,
  messageSecret: b64('q0dbrC0zZ3ev4f4oQmZ0oS2cS8o6eU7cIr6b1b3bV2E='),
};

export const media = {
  fileSha256: b64('2v9o0b4oQ7E3d6r1v1Wl0Q5p2a3x3y5Tq8e0H1l9E3c='),
  fileEncSha256: b64('Y2ZqM2t2b0l3c2F1cHZ3dWh6bHhqa3l0ZmJ6aGJzY2M='),
  mediaKey: b64('c5cQb2HkS8x6o0kqf2Q8bX0s8yR4mXo7N4mP1QkqH3Y='),
  mediaKeyTimestamp: 1717401234,
};

/** A person writing from their phone, addressed by phone number. */
export const fromPhone = {
  remoteJid: '919812345678@s.whatsapp.net',
  fromMe: false,
  addressingMode: 'pn',
};

export const base = { messageTimestamp: 1717401234, pushName: 'Asha', broadcast: false };
