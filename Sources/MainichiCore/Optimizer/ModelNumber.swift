import Foundation

/// A number the FSRS-6 model can be computed in: a plain `Double`, or a `Dual` carrying the
/// derivatives with respect to the 21 weights.
protocol ModelNumber {
    init(_ value: Double)
    var value: Double { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Self) -> Self
    static func / (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Double) -> Self
    static func + (lhs: Self, rhs: Double) -> Self
    static func exponential(_ x: Self) -> Self
    static func logarithm(_ x: Self) -> Self
    /// `base` raised to `exponent`, for a positive base.
    static func power(_ base: Self, _ exponent: Self) -> Self
}

extension Double: ModelNumber {
    var value: Double { self }
    static func exponential(_ x: Double) -> Double { Foundation.exp(x) }
    static func logarithm(_ x: Double) -> Double { Foundation.log(x) }
    static func power(_ base: Double, _ exponent: Double) -> Double { Foundation.pow(base, exponent) }
}
