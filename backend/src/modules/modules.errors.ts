import { defineErrors } from '../core/http/error-codes';

/** Product modules and their tree. */
export const MODULE_ERRORS = defineErrors({
  notFound: {
    status: 404,
    code: 'module.not_found',
    message: 'Module not found',
  },
  ownAncestor: {
    status: 400,
    code: 'module.own_ancestor',
    message: 'A module cannot be its own ancestor.',
  },
  parentMissing: {
    status: 400,
    code: 'module.parent_missing',
    message: 'The parent module does not exist.',
  },
  hasChildren: {
    status: 409,
    code: 'module.has_children',
    message: 'Remove or move the child modules first.',
  },
  /** Sent naming the code (`A module with the code "seo" already exists.`). */
  codeTaken: {
    status: 409,
    code: 'module.code_taken',
    message: 'A module with this code already exists.',
  },
});
