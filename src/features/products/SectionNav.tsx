import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export interface SectionLink {
  /** The section's element id; its heading is `<id>-title` (focusable, tabIndex -1). */
  id: string;
  label: string;
}

/**
 * Links to the sections of a long page: a click scrolls the section into view and moves the
 * keyboard focus to its heading, so the next Tab continues from there.
 */
export function SectionNav({
  label,
  sections,
}: {
  label: string;
  sections: readonly SectionLink[];
}) {
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {sections.map(({ id, label: text }) => (
          <li key={id}>
            <Link
              href={`#${id}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
              }}
            >
              {text}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
