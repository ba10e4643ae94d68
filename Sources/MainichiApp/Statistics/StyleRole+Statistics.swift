import TerminalUI

extension StyleRole {
    /// Heatmap cells, from no reviews (heat0) to the busiest quarter (heat4).
    public static let heat0 = StyleRole("heat0")
    public static let heat1 = StyleRole("heat1")
    public static let heat2 = StyleRole("heat2")
    public static let heat3 = StyleRole("heat3")
    public static let heat4 = StyleRole("heat4")
    /// The bars of the due forecast.
    public static let chartBar = StyleRole("chartBar")
    /// Level progress bar segments.
    public static let progressNew = StyleRole("progressNew")
    public static let progressLearning = StyleRole("progressLearning")
    public static let progressMature = StyleRole("progressMature")

    /// The heatmap roles by intensity, 0 to 4.
    static let heat: [StyleRole] = [.heat0, .heat1, .heat2, .heat3, .heat4]
}
