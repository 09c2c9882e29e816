import { RUBY_STYLE, singleQuoted, toLiteral } from './literal';
import { type SampleRequest, withContentType } from './sample-request';

const requestClass = (method: string) => method.charAt(0) + method.slice(1).toLowerCase();

/** Ruby's standard library only (net/http and json). */
export function rubySample(request: SampleRequest): string {
  const lines = [
    "require 'json'",
    "require 'net/http'",
    '',
    `uri = URI(${singleQuoted(request.url)})`,
    `request = Net::HTTP::${requestClass(request.method)}.new(uri)`,
    ...withContentType(request).map(
      ([name, value]) => `request[${singleQuoted(name)}] = ${singleQuoted(value)}`,
    ),
  ];
  if (request.body !== undefined)
    lines.push(`request.body = JSON.generate(${toLiteral(request.body, RUBY_STYLE)})`);
  lines.push(
    '',
    "response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|",
    '  http.request(request)',
    'end',
    'puts "#{response.code} #{response.body}"',
  );
  return lines.join('\n');
}
