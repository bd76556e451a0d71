// every link call's rule: the package in `:id` (another team's 404, one in a workspace the caller is not assigned to 403)
export { assignedPackage as access } from '../package/packagePorts.ts';
