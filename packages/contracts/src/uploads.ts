/** Default of the server's UPLOAD_MAX_MB setting: the largest file one upload may carry. */
export const UPLOAD_MAX_MB_DEFAULT = 10;

/** Image types a featured image may have (detected from the content, not the name). */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Text files an attachment may be, besides the detected types: checked as UTF-8 without NUL. */
export const TEXT_UPLOAD_EXTENSIONS = ['txt', 'csv'] as const;

export const UploadMessages = {
  notMultipart: 'Send this form as multipart/form-data.',
  tooLarge: (maxMb: number) => `The file is too large. Files may be at most ${maxMb} MB.`,
  tooManyFiles: 'Send at most one file with this form.',
  tooManyFields: 'The form has too many fields.',
  fieldTooLong: 'A form field is too long.',
  duplicateFile: 'Send at most one file in each file field.',
  malformed: 'The form data could not be read. Please try again.',
  empty: 'The file is empty.',
  imagesOnly: 'Only images can be uploaded here: PNG, JPEG, GIF or WebP.',
  typeNotAllowed:
    'This type of file cannot be attached. Attach an image (PNG, JPEG, GIF, WebP), a PDF, a ZIP archive, a Word, Excel or PowerPoint document, or a .txt or .csv text file.',
  executable: 'Programs and other executable files cannot be uploaded.',
  notFound: 'The file was not found.',
} as const;
