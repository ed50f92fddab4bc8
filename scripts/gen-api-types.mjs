#!/usr/bin/env node
// Writes packages/api-types/src/openapi.ts from the server's OpenAPI document (run with tsx: the server is
// TypeScript). Nothing listens on a port; the server is built on an empty in-memory database.
import { writeApiTypes } from '../apps/server/src/cli/openapi-types.ts';

const file = await writeApiTypes();
console.log(`wrote ${file}`);
