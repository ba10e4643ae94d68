extension Comparable {
    /// This value kept within `range`: its nearest bound when outside.
    public func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
