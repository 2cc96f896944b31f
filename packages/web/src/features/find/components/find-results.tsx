import type { FindGroupDto, FindItemDto } from '@atelier/core';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FoundItem = { group: FindGroupDto['group']; item: FindItemDto };

type FindResultsProps = {
  id: string;
  groups: FindGroupDto[];
  /** The flat index of the item the arrows are on (-1: none). */
  active: number;
  optionId: (index: number) => string;
  onPick: (item: FindItemDto) => void;
};

/** The answer's groups as one listbox (grouped options, WAI-ARIA combobox pattern), the active option marked. */
export const FindResults = ({ id, groups, active, optionId, onPick }: FindResultsProps) => {
  const { t } = useTranslation();
  // Each group's first item in the flat order the arrows walk.
  const starts = groups.map((_, at) => groups.slice(0, at).reduce((count, group) => count + group.items.length, 0));
  return (
    <Box id={id} role="listbox" aria-label={t('find.results')}>
      {groups.map((group, at) => (
        <Box key={group.group} role="group" aria-labelledby={`${id}-${group.group}`} pb={4}>
          <Text id={`${id}-${group.group}`} fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs" pb={2}>
            {t(`find.groups.${group.group}`)}
          </Text>
          {group.items.map((item, within) => {
            const index = (starts[at] ?? 0) + within;
            const selected = index === active;
            return (
              <UnstyledButton
                key={item.id}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                tabIndex={-1}
                display="block"
                w="100%"
                px="sm"
                py={6}
                bg={selected ? 'indigo.0' : undefined}
                // The input keeps the focus (and the list stays open) while an option is clicked.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(item)}
              >
                <Text fw={600} fz="sm" truncate>
                  {item.title}
                </Text>
                {item.detail && (
                  <Text fz="xs" c="dimmed" truncate>
                    {item.detail}
                  </Text>
                )}
              </UnstyledButton>
            );
          })}
        </Box>
      ))}
    </Box>
  );
};
