import Testing
@testable import MainichiCore

@Suite struct LoadBalancerTests {
    /// Every draw on a fine grid, counted by the day it picks.
    func picks(interval: Int, range: ClosedRange<Int>, counts: [Int: Int],
               load: @escaping (Int) -> LoadBalancer.DayLoad = { _ in .normal }) -> [Int: Int] {
        var picked: [Int: Int] = [:]
        for step in 0..<1_000 {
            let day = LoadBalancer.dueDay(interval: interval, fuzzRange: range, draw: Double(step) / 1_000,
                                          dueCount: { counts[$0] ?? 0 }, load: load)
            picked[day!, default: 0] += 1
        }
        return picked
    }

    @Test func anEmptyDayWinsOverBusyOnes() {
        // Days 11 and 13 hold 30 reviews each, day 12 none: nearly every draw picks 12.
        let picked = picks(interval: 12, range: 11...13, counts: [11: 30, 13: 30])
        #expect(picked[12, default: 0] > 990)
    }

    @Test func weightsFollowTheInverseSquareOfTheLoadAndTheInterval() {
        // (1/10)^2 / 10 against (1/20)^2 / 11: about 4.4 to 1.
        let picked = picks(interval: 10, range: 10...11, counts: [10: 10, 11: 20])
        let ratio = Double(picked[10, default: 0]) / Double(picked[11, default: 0])
        #expect(abs(ratio - (0.01 / 10) / (0.0025 / 11)) < 0.1)
    }

    @Test func theSameDrawGivesTheSameDay() {
        let a = LoadBalancer.dueDay(interval: 20, fuzzRange: 18...22, draw: 0.377, dueCount: { $0 % 3 })
        let b = LoadBalancer.dueDay(interval: 20, fuzzRange: 18...22, draw: 0.377, dueCount: { $0 % 3 })
        #expect(a == b)
        #expect(a.map { (18...22).contains($0) } == true)
    }

    @Test func intervalsOverNinetyDaysAreLeftToTheFuzz() {
        #expect(LoadBalancer.dueDay(interval: 91, fuzzRange: 87...95, draw: 0.5, dueCount: { _ in 0 }) == nil)
        #expect(LoadBalancer.dueDay(interval: 90, fuzzRange: 86...94, draw: 0.5, dueCount: { _ in 0 }) != nil)
    }

    @Test func easyDaysAvoidMinimumDaysAndFullReducedDays() {
        // Day 5 is a minimum day: even empty, it is almost never picked.
        let minimum = picks(interval: 5, range: 4...6, counts: [4: 3, 6: 3], load: { $0 == 5 ? .minimum : .normal })
        #expect(minimum[5, default: 0] <= 3)
        // Day 5 is reduced and already holds as many as the others: avoided.
        let full = picks(interval: 5, range: 4...6, counts: [4: 4, 5: 4, 6: 4], load: { $0 == 5 ? .reduced : .normal })
        #expect(full[5, default: 0] <= 1)
        // Reduced but lightly loaded: still a candidate.
        let light = picks(interval: 5, range: 4...6, counts: [4: 8, 5: 1, 6: 8], load: { $0 == 5 ? .reduced : .normal })
        #expect(light[5, default: 0] > 900)
    }
}
