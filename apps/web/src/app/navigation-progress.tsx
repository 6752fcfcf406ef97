/** A thin bar at the top of the window while a navigation is in progress. */
export function NavigationProgress({ active }: { active: boolean }) {
  return (
    <div
      className={`navigation-progress${active ? ' navigation-progress--active' : ''}`}
      aria-hidden="true"
    />
  );
}
