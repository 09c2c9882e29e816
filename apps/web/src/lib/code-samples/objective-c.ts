import { type SampleRequest, withContentType } from './sample-request';

/** An NSString literal; JSON's escapes are valid C escapes. */
const nsString = (text: string) => `@${JSON.stringify(text)}`;

/** Foundation's NSURLSession, as a command-line program that waits for the answer. */
export function objectiveCSample(request: SampleRequest): string {
  const body =
    request.body === undefined
      ? []
      : [
          `    request.HTTPBody = [${nsString(JSON.stringify(request.body))} dataUsingEncoding:NSUTF8StringEncoding];`,
        ];
  return [
    '#import <Foundation/Foundation.h>',
    '',
    'int main(int argc, const char *argv[]) {',
    '  @autoreleasepool {',
    `    NSURL *url = [NSURL URLWithString:${nsString(request.url)}];`,
    '    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];',
    `    request.HTTPMethod = @"${request.method}";`,
    ...withContentType(request).map(
      ([name, value]) => `    [request setValue:${nsString(value)} forHTTPHeaderField:${nsString(name)}];`,
    ),
    ...body,
    '',
    '    dispatch_semaphore_t done = dispatch_semaphore_create(0);',
    '    NSURLSessionDataTask *task = [NSURLSession.sharedSession dataTaskWithRequest:request',
    '        completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {',
    '          if (error) {',
    '            NSLog(@"%@", error);',
    '          } else {',
    '            NSString *text = [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding];',
    '            NSLog(@"%ld %@", (long)((NSHTTPURLResponse *)response).statusCode, text);',
    '          }',
    '          dispatch_semaphore_signal(done);',
    '        }];',
    '    [task resume];',
    '    dispatch_semaphore_wait(done, DISPATCH_TIME_FOREVER);',
    '  }',
    '  return 0;',
    '}',
  ].join('\n');
}
