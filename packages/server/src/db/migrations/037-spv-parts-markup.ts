/**
 * Issue 30: a received invoice's lines picked into a deviz's parts take the workshop's markup, in
 * percent of the price paid. The business's last markup is remembered beside its other SPV settings
 * (0 until someone picks lines with another).
 */
export default /* sql */ `
alter table spv_settings add column parts_markup numeric(6, 2) not null default 0 check (parts_markup >= 0 and parts_markup <= 1000);
`;
