/// Reviews passed out of reviews counted; `rate` is nil when nothing was counted.
public struct RetentionFigure: Sendable, Equatable, Codable {
    /// Reviews not graded Again.
    public var passed: Int
    public var total: Int

    public init(passed: Int = 0, total: Int = 0) {
        self.passed = passed
        self.total = total
    }

    /// passed / total, or nil with no reviews.
    public var rate: Double? { total > 0 ? Double(passed) / Double(total) : nil }

    /// "91.2%", or "-" with no reviews.
    public var percentText: String {
        guard let rate else { return "-" }
        let tenths = Int((rate * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    mutating func count(_ passedReview: Bool) {
        total += 1
        if passedReview { passed += 1 }
    }

    private enum CodingKeys: String, CodingKey { case passed, total, rate }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(passed, forKey: .passed)
        try container.encode(total, forKey: .total)
        try container.encode(rate, forKey: .rate)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        passed = try container.decode(Int.self, forKey: .passed)
        total = try container.decode(Int.self, forKey: .total)
    }
}
