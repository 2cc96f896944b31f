import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { useStanding } from '../features/account';
import { CustomerView } from '../features/customers';

/** /customers/:id: one customer's page; export and erasure are the owner's. */
export const CustomerPage = () => {
  const { id = '' } = useParams();
  const standing = useStanding();
  return (
    <Container size="lg" py="md">
      <CustomerView id={id} isOwner={standing?.role === 'owner'} />
    </Container>
  );
};
