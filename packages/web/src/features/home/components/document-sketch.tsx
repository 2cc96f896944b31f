import { Box, Group, Paper, Stack, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

const Bar = ({ w, c = 'gray.2', h = 10 }: { w: string; c?: string; h?: number }) => (
  <Box w={w} h={h} bg={c} style={{ borderRadius: 6 }} />
);

/** A decorative outline of a filled-in document; it carries no data and is hidden from readers. */
export const DocumentSketch = () => (
  <Box aria-hidden pos="relative" maw={440} mx="auto" w="100%">
    <Paper shadow="xl" radius="lg" p="xl" withBorder>
      <Stack gap="md">
        <Group justify="space-between">
          <Bar w="40%" c="indigo.6" h={14} />
          <Bar w="22%" />
        </Group>
        <Bar w="70%" />
        <Bar w="55%" />
        <Box mt="sm" p="md" bg="gray.0" style={{ borderRadius: 10 }}>
          <Stack gap={10}>
            {['90%', '75%', '82%', '60%'].map((width) => (
              <Group key={width} justify="space-between" wrap="nowrap">
                <Bar w={width} />
                <Bar w="12%" c="gray.3" />
              </Group>
            ))}
          </Stack>
        </Box>
        <Group justify="flex-end">
          <Bar w="35%" c="teal.5" h={14} />
        </Group>
      </Stack>
    </Paper>
    <ThemeIcon size={72} radius="xl" color="red.7" pos="absolute" bottom={-24} left={-24} style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
      <IconFileTypePdf size={40} />
    </ThemeIcon>
  </Box>
);
