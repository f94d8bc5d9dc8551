import { describe, expect, it } from 'vitest';
import { endpointProblem } from '#server/adapters/endpoint-rule';

describe('production endpoints: https, or plain http only to loopback', () => {
  it.each(['https://dysmsapi.aliyuncs.com', 'dysmsapi.aliyuncs.com', 'https://bank.example.com/api', 'http://127.0.0.1:4315', 'http://localhost:9000/bank', 'http://[::1]:9000', 'HTTP://LOCALHOST', undefined, ''])(
    'accepts %s',
    (v) => expect(endpointProblem(v)).toBeNull(),
  );
  it.each([
    'http://dysmsapi.aliyuncs.com',
    'http://10.0.0.5:9000',
    'http://192.168.1.2',
    'http://127.0.0.1.nip.io',
    'http://localhost.example.com',
    'http://0.0.0.0:9000',
    'http://127.0.0.2',
    'ftp://127.0.0.1',
    'http://user@evil.example.com',
  ])('refuses %s', (v) => expect(endpointProblem(v)).toMatch(/https/));
});
