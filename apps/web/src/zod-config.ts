import { z } from 'zod';

// The server's CSP has no 'unsafe-eval': zod's probe for `new Function` would be reported as a violation.
z.config({ jitless: true });
