import { type SampleRequest, withContentType } from './sample-request';

/** A Java string literal, ASCII only so any source encoding reads it right. */
const javaString = (text: string) =>
  JSON.stringify(text).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

function publisher(request: SampleRequest): string {
  if (request.method === 'GET') return '.GET()';
  const body = request.body === undefined ? 'noBody()' : 'ofString(body)';
  return `.method("${request.method}", HttpRequest.BodyPublishers.${body})`;
}

/** Java 11 or later (java.net.http), run as a single file: java Main.java */
export function javaSample(request: SampleRequest): string {
  const body =
    request.body === undefined ? [] : [`    String body = ${javaString(JSON.stringify(request.body))};`];
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'public class Main {',
    '  public static void main(String[] args) throws Exception {',
    ...body,
    '    HttpRequest request = HttpRequest.newBuilder()',
    `        .uri(URI.create(${javaString(request.url)}))`,
    ...withContentType(request).map(
      ([name, value]) => `        .header(${javaString(name)}, ${javaString(value)})`,
    ),
    `        ${publisher(request)}`,
    '        .build();',
    '    HttpResponse<String> response = HttpClient.newHttpClient()',
    '        .send(request, HttpResponse.BodyHandlers.ofString());',
    '    System.out.println(response.statusCode() + " " + response.body());',
    '  }',
    '}',
  ].join('\n');
}
