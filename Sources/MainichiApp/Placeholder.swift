// Placeholder; replaced by the MainichiApp work.
