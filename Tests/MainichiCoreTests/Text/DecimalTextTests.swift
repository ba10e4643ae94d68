import Foundation
import Testing
@testable import MainichiCore

@Suite("Decimal text")
struct DecimalTextTests {
    @Test("Fixed decimals match printf's %.Nf for the values the screens show")
    func matchesPrintf() {
        var values: [Double] = [0, 0.9, 0.85, 0.125, 0.375, 1.5, 2.5, 12.5, 99.995, 0.0001, -3.14159, 1234.5678]
        for step in 0...400 { values.append(Double(step) * 0.0123457) }
        for value in values {
            for digits in [0, 2, 4] {
                #expect(DecimalText.fixed(value, digits: digits) == String(format: "%.\(digits)f", value),
                        "\(value) with \(digits) digits")
            }
        }
    }

    @Test("A negative value that rounds to zero has no minus sign (printf writes -0)")
    func noNegativeZero() {
        #expect(DecimalText.fixed(-0.5, digits: 0) == "0")
        #expect(DecimalText.fixed(-0.001, digits: 2) == "0.00")
        #expect(DecimalText.fixed(-1.5, digits: 0) == "-2")
    }

    @Test("Trimming whitespace keeps inner spaces and removes newlines at the ends")
    func trimming() {
        #expect(" \t a b \n".trimmingWhitespace() == "a b")
        #expect("   ".trimmingWhitespace() == "")
    }
}
