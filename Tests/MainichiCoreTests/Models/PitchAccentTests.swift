import Testing
@testable import MainichiCore

@Suite struct PitchAccentTests {
    @Test func smallKanaJoinTheMoraBefore() {
        #expect(PitchAccent.morae(of: "きょう") == ["きょ", "う"])
        #expect(PitchAccent.morae(of: "がっこう") == ["が", "っ", "こ", "う"])
        #expect(PitchAccent.morae(of: "ジャケット") == ["ジャ", "ケ", "ッ", "ト"])
    }

    @Test func theDownstepNamesThePattern() throws {
        #expect(try #require(PitchAccent(reading: "がっこう", downstep: 0)).pattern == .flat)
        #expect(try #require(PitchAccent(reading: "はし", downstep: 1)).pattern == .headHigh)
        #expect(try #require(PitchAccent(reading: "たべる", downstep: 2)).pattern == .middleHigh)
        #expect(try #require(PitchAccent(reading: "はし", downstep: 2)).pattern == .tailHigh)
    }

    @Test func highMoraeFollowTheTokyoRule() throws {
        func highs(_ reading: String, _ downstep: Int) throws -> [Bool] {
            let accent = try #require(PitchAccent(reading: reading, downstep: downstep))
            return accent.morae.indices.map(accent.isHigh)
        }
        #expect(try highs("がっこう", 0) == [false, true, true, true])
        #expect(try highs("いのち", 1) == [true, false, false])
        #expect(try highs("たべる", 2) == [false, true, false])
        #expect(try highs("おとうと", 4) == [false, true, true, true])
    }

    @Test func aDownstepOutsideTheWordIsRefused() {
        #expect(PitchAccent(reading: "はし", downstep: 3) == nil)
        #expect(PitchAccent(reading: "はし", downstep: -1) == nil)
        #expect(PitchAccent(reading: "", downstep: 0) == nil)
    }
}
