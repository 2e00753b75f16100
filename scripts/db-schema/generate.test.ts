import { describe, expect, it } from 'vitest';
import { normaliseDump, renderStoragePolicies } from './generate';

describe('normaliseDump', () => {
  it('drops what differs between machines and runs: the versions and the random \\restrict key', () => {
    const dump = [
      '--',
      '-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)',
      '-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)',
      '\\restrict AbC123',
      '',
      '',
      '',
      'CREATE SCHEMA private;',
      '\\unrestrict AbC123',
      '',
    ].join('\n');
    expect(normaliseDump(dump)).toBe('--\n\nCREATE SCHEMA private;\n');
  });
});

describe('renderStoragePolicies', () => {
  it('writes each policy as the statement that makes it, USING and WITH CHECK where present', () => {
    const sql = renderStoragePolicies([
      {
        tablename: 'objects',
        policyname: 'Admin "uploads"',
        permissive: 'PERMISSIVE',
        cmd: 'INSERT',
        roles: ['authenticated'],
        qual: null,
        with_check: 'true',
      },
      {
        tablename: 'objects',
        policyname: 'Reads',
        permissive: 'PERMISSIVE',
        cmd: 'SELECT',
        roles: ['anon', 'authenticated'],
        qual: "bucket_id = 'a'",
        with_check: null,
      },
    ]);
    expect(sql).toBe(
      [
        'CREATE POLICY "Admin ""uploads""" ON storage.objects AS PERMISSIVE FOR INSERT TO authenticated\n  WITH CHECK (true);',
        'CREATE POLICY "Reads" ON storage.objects AS PERMISSIVE FOR SELECT TO anon, authenticated\n  USING (bucket_id = \'a\');',
      ].join('\n\n'),
    );
  });
});
