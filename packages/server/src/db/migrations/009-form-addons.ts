export default /* sql */ `
-- The subscription add-on that includes an application (SPEC §9), copied from the current
-- definition's "addon" when it is published, as is_public is: the access queries read a column,
-- not the whole definition JSON. Null: no add-on includes it.
alter table forms add column addon text check (addon in ('registry_integration', 'entry_sheet'));
update forms set addon = form_versions.definition ->> 'addon'
  from form_versions
  where form_versions.form_id = forms.id and form_versions.version = forms.current_version and form_versions.definition ? 'addon';
`;
