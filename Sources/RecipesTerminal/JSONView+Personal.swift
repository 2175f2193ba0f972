import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: PersonalViewProtocol {
    /// The marks as one object, or the cooking log as an array (`PersonalEncoder`).
    public func show(personal: PersonalShown) async {
        console.write(PersonalEncoder.encode(personal))
    }
}
