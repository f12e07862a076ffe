#pragma once

// Whether a class has a member of some name at all, whatever its kind or
// signature (overloads, templates, static functions, data members, inherited
// ones): what lets the search layer tell an optional member left out, which it
// does without, from one that is there but does not fit, which it reports.
//
// A probe class derives from both D and a class that declares the name;
// naming it through the probe is then ambiguous, hence invalid, exactly when
// D has a member of that name too. A final class or a non-class cannot be
// derived from: for those only a single member that `&D::name` can name (no
// overloads, no templates) is seen. All of it is compile-time: nothing here
// exists at run time.

#include <type_traits>

namespace rotation::detail {

template <class D>
concept Derivable = std::is_class_v<D> && !std::is_final_v<D>;

}  // namespace rotation::detail

// Inside namespace rotation::detail: declares the concept HasMember_<name><D>.
// The declaring class is declared only to make the name ambiguous: never
// defined, never called.
#define ROTATION_DETAIL_MEMBER_PROBE(name)                                              \
  struct Declares_##name {                                                              \
    void name();                                                                        \
  };                                                                                    \
  template <class D>                                                                    \
  struct Probe_##name : D, Declares_##name {};                                          \
  template <class D>                                                                    \
  concept HasMember_##name = (Derivable<D> && !requires { &Probe_##name<D>::name; }) || \
                             (!Derivable<D> && requires { &D::name; })
