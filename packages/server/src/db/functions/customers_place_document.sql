CREATE OR REPLACE FUNCTION customers_place_document(p_business character, p_document character)
 RETURNS character[]
 LANGUAGE plpgsql
AS $function$
declare
  d record;
  v_cui text;
  v_cnp text;
  v_id text;
  v_phone text;
  v_email text;
  v_name text;
  v_day date;
  v_old character(24);
  v_customer character(24);
  v_merged character(24)[];
begin
  delete from customer_documents where document_id = p_document and business_id = p_business returning customer_id into v_old;
  select id, facts, created_at into d from documents where id = p_document and business_id = p_business;
  if not found then return array[v_old]; end if;
  v_cui := customer_cui_key(d.facts->>'client.cui');
  v_cnp := customer_cnp_key(d.facts->>'client.cnp');
  v_id := case when v_cui is not null then 'cui:' || v_cui when v_cnp is not null then 'cnp:' || v_cnp end;
  v_phone := customer_phone_key(d.facts->>'client.phone');
  v_email := customer_email_key(d.facts->>'client.email');
  v_name := customer_name_key(d.facts->>'client.name');
  -- An erased document's client ("Client șters") is nobody.
  if v_name = 'client sters' then v_name := null; end if;
  if v_id is null and v_phone is null and v_email is null and v_name is null then return array[v_old]; end if;
  v_day := vehicle_document_day(d.facts, d.created_at);
  -- A CUI or CNP is the customer (the newest, should two records hold it: one merged by hand and split again).
  if v_id is not null then
    select l.customer_id into v_customer from customer_documents l
    where l.business_id = p_business and l.id_key = v_id
    order by l.customer_id desc limit 1;
  end if;
  -- Else the newest customer who gave this phone, then this e-mail (ids grow with time); unless that
  -- one has another CUI or CNP.
  if v_customer is null and v_phone is not null then
    select l.customer_id into v_customer from customer_documents l
    where l.business_id = p_business and l.phone_key = v_phone
      and (v_id is null or not exists (select 1 from customer_documents o where o.customer_id = l.customer_id and o.id_key is not null and o.id_key <> v_id))
    order by l.customer_id desc limit 1;
  end if;
  if v_customer is null and v_email is not null then
    select l.customer_id into v_customer from customer_documents l
    where l.business_id = p_business and l.email_key = v_email
      and (v_id is null or not exists (select 1 from customer_documents o where o.customer_id = l.customer_id and o.id_key is not null and o.id_key <> v_id))
    order by l.customer_id desc limit 1;
  end if;
  -- Else the name: a client known by a name only is the customer of that name; one with a phone,
  -- e-mail, CUI or CNP joins only a customer known by that name alone, whose documents all give a
  -- name and nothing else (customer_documents_name_only_idx, not every document of a common name).
  if v_customer is null and v_name is not null and v_id is null and v_phone is null and v_email is null then
    select l.customer_id into v_customer from customer_documents l
    where l.business_id = p_business and l.name_key = v_name
    order by l.customer_id desc limit 1;
  elsif v_customer is null and v_name is not null then
    select l.customer_id into v_customer from customer_documents l
    where l.business_id = p_business and l.name_key = v_name and l.id_key is null and l.phone_key is null and l.email_key is null
      and not exists (select 1 from customer_documents o where o.customer_id = l.customer_id and (o.id_key is not null or o.phone_key is not null or o.email_key is not null))
    order by l.customer_id desc limit 1;
  end if;
  -- A new customer takes the id of the document that first named it (a rebuild gives it the same id
  -- again), unless a customer already has that id (this document named another before an edit).
  if v_customer is null then
    v_customer := p_document;
    if exists (select 1 from customers where id = v_customer) then
      v_customer := lpad(to_hex(floor(extract(epoch from clock_timestamp()))::bigint), 8, '0') || substr(md5(random()::text || p_document), 1, 16);
    end if;
    insert into customers (id, business_id, kind, first_seen, last_seen, created_at, updated_at)
    values (v_customer, p_business, 'person', v_day, v_day, now(), now());
  end if;
  insert into customer_documents (document_id, customer_id, business_id, kind, name, name_key, id_key, cui, cnp, phone_key, email_key, address, day, created_at)
  values (
    p_document, v_customer, p_business,
    case when v_cui is not null or d.facts->>'client.type' = 'pj' then 'company' else 'person' end,
    case when v_name is not null then nullif(btrim(d.facts->>'client.name'), '') end,
    v_name, v_id, v_cui, v_cnp, v_phone, v_email,
    nullif(concat_ws(', ', nullif(btrim(d.facts->>'client.address'), ''), nullif(btrim(d.facts->>'client.city'), '')), ''),
    v_day, d.created_at);
  -- A phone, e-mail or name ties to this customer the ones known so far only by it (without a CUI
  -- or CNP). One indexed look-up per key: an OR of the three would read the business's every row.
  -- By the name, only a customer known by its name alone joins (below), so only the documents that
  -- name a client by a name alone are read (customer_documents_name_only_idx); one that also gave
  -- this phone or e-mail comes by those.
  select array_agg(distinct x.customer_id) into v_merged from (
    select m.customer_id from customer_documents m
    where v_phone is not null and m.business_id = p_business and m.phone_key = v_phone and m.customer_id < v_customer
    union
    select m.customer_id from customer_documents m
    where v_phone is not null and m.business_id = p_business and m.phone_key = v_phone and m.customer_id > v_customer
    union
    select m.customer_id from customer_documents m
    where v_email is not null and m.business_id = p_business and m.email_key = v_email and m.customer_id < v_customer
    union
    select m.customer_id from customer_documents m
    where v_email is not null and m.business_id = p_business and m.email_key = v_email and m.customer_id > v_customer
    union
    select m.customer_id from customer_documents m
    where v_name is not null and m.business_id = p_business and m.name_key = v_name and m.customer_id < v_customer
      and m.id_key is null and m.phone_key is null and m.email_key is null
    union
    select m.customer_id from customer_documents m
    where v_name is not null and m.business_id = p_business and m.name_key = v_name and m.customer_id > v_customer
      and m.id_key is null and m.phone_key is null and m.email_key is null
  ) x
  where not exists (select 1 from customer_documents o where o.customer_id = x.customer_id and o.id_key is not null)
    -- Known by a name: only a customer known by it alone.
    and (exists (select 1 from customer_documents k where k.customer_id = x.customer_id and k.business_id = p_business
           and ((v_phone is not null and k.phone_key = v_phone) or (v_email is not null and k.email_key = v_email)))
      or not exists (select 1 from customer_documents w where w.customer_id = x.customer_id and (w.phone_key is not null or w.email_key is not null)));
  if v_merged is not null then
    update customer_documents set customer_id = v_customer where customer_id = any(v_merged);
  end if;
  return array[v_old, v_customer] || coalesce(v_merged, '{}');
end $function$;
