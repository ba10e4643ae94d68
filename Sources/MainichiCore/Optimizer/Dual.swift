import Foundation

/// A value with its gradient with respect to the 21 FSRS weights: forward-mode differentiation.
///
/// The gradient lives in a 32-lane SIMD vector (lanes 21 to 31 stay zero), so every operation
/// updates all partial derivatives in a few vector instructions.
struct Dual: ModelNumber {
    var value: Double
    var gradient: SIMD32<Double>

    init(_ value: Double) {
        self.value = value
        self.gradient = .zero
    }

    init(value: Double, gradient: SIMD32<Double>) {
        self.value = value
        self.gradient = gradient
    }

    /// The weight `index` itself: value `value`, derivative 1 with respect to that weight.
    static func variable(_ value: Double, index: Int) -> Dual {
        var gradient = SIMD32<Double>.zero
        gradient[index] = 1
        return Dual(value: value, gradient: gradient)
    }

    static func + (lhs: Dual, rhs: Dual) -> Dual {
        Dual(value: lhs.value + rhs.value, gradient: lhs.gradient + rhs.gradient)
    }

    static func - (lhs: Dual, rhs: Dual) -> Dual {
        Dual(value: lhs.value - rhs.value, gradient: lhs.gradient - rhs.gradient)
    }

    static func * (lhs: Dual, rhs: Dual) -> Dual {
        Dual(value: lhs.value * rhs.value, gradient: lhs.gradient * rhs.value + rhs.gradient * lhs.value)
    }

    static func / (lhs: Dual, rhs: Dual) -> Dual {
        let quotient = lhs.value / rhs.value
        return Dual(value: quotient, gradient: (lhs.gradient - rhs.gradient * quotient) / rhs.value)
    }

    static func * (lhs: Dual, rhs: Double) -> Dual {
        Dual(value: lhs.value * rhs, gradient: lhs.gradient * rhs)
    }

    static func + (lhs: Dual, rhs: Double) -> Dual {
        Dual(value: lhs.value + rhs, gradient: lhs.gradient)
    }

    static func exponential(_ x: Dual) -> Dual {
        let e = Foundation.exp(x.value)
        return Dual(value: e, gradient: x.gradient * e)
    }

    static func logarithm(_ x: Dual) -> Dual {
        Dual(value: Foundation.log(x.value), gradient: x.gradient / x.value)
    }

    static func power(_ base: Dual, _ exponent: Dual) -> Dual {
        let result = Foundation.pow(base.value, exponent.value)
        let logBase = Foundation.log(base.value)
        return Dual(
            value: result,
            gradient: (exponent.gradient * logBase + base.gradient * (exponent.value / base.value)) * result)
    }
}
