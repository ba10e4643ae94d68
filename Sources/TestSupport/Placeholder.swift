// Placeholder; replaced by the TestSupport work.
