// A member counts as there whatever its kind: static, template, overloaded,
// inherited, a data member; in a final class, when it is a single function.
// expect-first-error: the domain has a member 'undo', but it cannot be called as

#include "walk.hpp"

using rotation::search::WellFormedOptionalMembers;

// Members that fit, of every kind.
struct StaticUndo : Walk {
  static void undo(int& position, const int& step) { position -= step; }
};
struct TemplateInverse : Walk {
  template <class Move>
  Move inverse(const Move& step) const {
    return -step;
  }
};
struct OverloadedIsRedundant : Walk {
  bool is_redundant(const int& previous, const int& next) const { return next == -previous; }
  bool is_redundant(const char* why) const { return why != nullptr; }
};
struct Inherited : StaticUndo {};
struct Final final : Walk {
  int inverse(const int& step) const { return -step; }
};
static_assert(WellFormedOptionalMembers<Walk>);
static_assert(WellFormedOptionalMembers<StaticUndo>);
static_assert(WellFormedOptionalMembers<TemplateInverse>);
static_assert(WellFormedOptionalMembers<OverloadedIsRedundant>);
static_assert(WellFormedOptionalMembers<Inherited>);
static_assert(WellFormedOptionalMembers<Final>);

// Members that do not, of every kind.
struct DataMember : Walk {
  int undo = 0;
};
struct TemplateNotConst : Walk {
  template <class Move>
  Move inverse(const Move& step) {
    return -step;
  }
};
struct OverloadedMisfit : Walk {
  bool is_redundant(int& previous, int& next) const { return next == -previous; }
  bool is_redundant(const char* why) const { return why != nullptr; }
};
struct InheritedMisfit : DataMember {};
struct FinalMisfit final : Walk {
  int inverse(int& step) const { return -step; }
};
static_assert(!WellFormedOptionalMembers<DataMember>);
static_assert(!WellFormedOptionalMembers<TemplateNotConst>);
static_assert(!WellFormedOptionalMembers<OverloadedMisfit>);
static_assert(!WellFormedOptionalMembers<InheritedMisfit>);
static_assert(!WellFormedOptionalMembers<FinalMisfit>);

#ifdef ROTATION_EXPECT_COMPILE_ERROR
using Tried = InheritedMisfit;
#else
using Tried = Inherited;
#endif

int main() { return rotation::search::ida_star(Tried{}, 0, DistanceToGoal{}).found() ? 0 : 1; }
