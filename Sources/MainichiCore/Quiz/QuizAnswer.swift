/// The verdict on one answered question.
public struct QuizAnswer: Sendable, Equatable {
    /// Whether the answer counts as right. A near miss does not.
    public let isRight: Bool
    /// What the learner gave: the chosen meaning, the typed kana, or "knew it" / "didn't know".
    public let given: String
    /// For typed reading: the reading the answer was one long vowel or small っ away from. A near
    /// miss counts as wrong; the screen says "almost: おばあさん" so the learner sees how close it was.
    public let nearMiss: String?
    /// For a wrong typed reading: the kind of slip (`.other` when it was not close).
    public let slip: SlipKind?
    /// For a wrong typed reading: whether it was the second try after a near miss.
    public let wasSecondTry: Bool

    public init(isRight: Bool, given: String, nearMiss: String? = nil, slip: SlipKind? = nil, wasSecondTry: Bool = false) {
        self.isRight = isRight
        self.given = given
        self.nearMiss = nearMiss
        self.slip = slip
        self.wasSecondTry = wasSecondTry
    }
}
