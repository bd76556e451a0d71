/**
 * `comboboxProps` for a Select or MultiSelect on a page with many of them. Mantine keeps every closed dropdown mounted
 * (hidden with display: none) by default: each brings its options and a ScrollArea whose resize observers measure the
 * whole page's layout, so the Culture page's 13 closed dropdowns cost more of its load than its charts did. Unmounted
 * while closed, a dropdown is built when it opens (a few options: no delay a person notices).
 */
export const LAZY_DROPDOWN = { keepMounted: false } as const;
