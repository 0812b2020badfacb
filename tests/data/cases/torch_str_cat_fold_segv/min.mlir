func.func @main(%arg0: !torch.vtensor<[4],!torch.str>) -> !torch.vtensor<[8],!torch.str> {
  %int0 = torch.constant.int 0
  %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[4],!torch.str>, !torch.vtensor<[4],!torch.str>) -> !torch.list<vtensor>
  %1 = torch.aten.cat %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[8],!torch.str>
  return %1 : !torch.vtensor<[8],!torch.str>
}
