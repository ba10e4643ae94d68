/// Numbers written with a fixed count of decimals, by hand (`String(format:)` is not in
/// FoundationEssentials): what `%.2f` prints for the values Mainichi shows.
public enum DecimalText {
    /// `value` rounded (half to even, on its exact binary value, as printf) to `digits` decimals: fixed(0.9, digits: 2) is "0.90",
    /// fixed(12.5, digits: 0) is "12".
    public static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let product = abs(value) * scale
        // The product's rounding error, exactly (fused multiply-add), decides a tie that is only
        // one in the rounded product: 99.995 is really 99.99499..., which %.2f prints as 99.99.
        let error = (-product).addingProduct(abs(value), scale)
        var scaled = product.rounded(.toNearestOrEven)
        if product - product.rounded(.down) == 0.5, error != 0 {
            scaled = error > 0 ? product.rounded(.up) : product.rounded(.down)
        }
        guard scaled < 9.0e18 else { return "\(value)" }
        let units = UInt64(scaled)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(units) }
        let divisor = UInt64(scale)
        let fraction = String(units % divisor)
        return sign + String(units / divisor) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
