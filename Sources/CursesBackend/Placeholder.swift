// Placeholder; replaced by the CursesBackend work.
